// Small helpers to build the page without a framework: h() makes HTML elements, s() SVG ones, tn() a translated
// sentence with elements in its placeholders.
import {t} from './i18n.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

function add(el, child) {
  if (child === null || child === undefined || child === false) return;
  if (Array.isArray(child)) { child.forEach(c => add(el, c)); return; }
  el.append(child instanceof Node ? child : document.createTextNode(String(child)));
}

function setAttrs(el, attrs, svg) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith('on') && typeof v === 'function') el.addEventListener(k.slice(2), v);
    else if (k === 'class') el.setAttribute('class', v);
    else if (k === 'style' && typeof v === 'object') Object.assign(el.style, v);
    else if (!svg && k in el && typeof v !== 'string') el[k] = v;
    else el.setAttribute(k, v === true ? '' : v);
  }
}

/** An HTML element: h('p', {class: 'x'}, 'text', child, [more]). */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  setAttrs(el, attrs, false);
  add(el, children);
  return el;
}

/** An SVG element, as h() for HTML. */
export function s(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  setAttrs(el, attrs, true);
  add(el, children);
  return el;
}

/** Replaces the children of el. */
export function mount(el, ...children) {
  el.replaceChildren();
  add(el, children);
  return el;
}

/** An error box: the API's message, shown plainly. */
export function errorBox(message) {
  return h('p', {class: 'error', role: 'alert'}, message);
}

/** A "working..." line with an optional cancel button. */
export function busy(text, onCancel) {
  return h('p', {class: 'busy', role: 'status'}, h('span', {class: 'spinner', 'aria-hidden': 'true'}), ' ', text,
    onCancel ? [' ', h('button', {type: 'button', class: 'cancel', onclick: onCancel}, t('common.cancel'))] : null);
}

/** A labelled field for forms. */
export function field(label, input, hint) {
  return h('label', {class: 'field'}, h('span', {class: 'label'}, label), input,
    hint ? h('small', {class: 'hint'}, hint) : null);
}

/**
 * A catalogue's sentence as a list of strings and elements: t(key) with the plain params filled in, and each
 * placeholder whose param is an element (or an array of them) replaced by it, so that a translation may put a
 * link or a formula wherever its language's word order wants it.
 */
export function tn(key, params = {}) {
  const plain = {}, nodes = {};
  for (const [k, v] of Object.entries(params)) {
    if (v instanceof Node || Array.isArray(v)) nodes[k] = v; else plain[k] = v;
  }
  return t(key, plain).split(/\{(\w+)\}/).map((part, i) => (i % 2 ? (part in nodes ? nodes[part] : '{' + part + '}') : part))
    .filter(part => part !== '');
}
