// What the Analyze page adds for a learner under its result: the game tree of a small impartial position, every
// option with its Grundy value and the mex that gives each node's value (collapsible, from /api/tree), and a
// step-through of the explanation, one step at a time with what that step does (the mex rule, the nim-sum in
// binary, the winning move), with previous and next buttons.
import {h, mount, errorBox, busy} from './dom.js';
import {api} from './api.js';
import {t} from './i18n.js';
import {renderExplanation, ranges} from './explain.js';

/** The learner's panels for an analysis r (as /api/analyze answers it): the tree and the step-through, or none. */
export function learnPanels(r, {game, misere, positionLink = null}) {
  const panels = [];
  const impartial = !('leftWinningMoves' in r) && !('leftFirst' in r);
  if (Array.isArray(r.steps) && r.steps.length > 1) panels.push(stepThrough(r.steps, positionLink));
  if (impartial && !misere && typeof r.value === 'number') panels.push(treePanel(game, r.position));
  return panels;
}

/** The explanation's steps one at a time: which step of how many, what it does, and the step itself. */
function stepThrough(steps, positionLink) {
  let at = 0;
  const body = h('div', {class: 'step-body'});
  const count = h('p', {class: 'step-count', id: 'step-count', 'aria-live': 'polite'});
  const prev = h('button', {type: 'button', id: 'step-prev', onclick: () => { at--; paint(); }}, t('learn.steps.prev'));
  const next = h('button', {type: 'button', id: 'step-next', onclick: () => { at++; paint(); }}, t('learn.steps.next'));
  const paint = () => {
    const st = steps[at];
    const type = String(st.type || '').replace(/[^A-Za-z]/g, '').toLowerCase();
    count.textContent = t('learn.steps.count', {n: at + 1, total: steps.length});
    mount(body, h('p', {class: 'step-about', id: 'step-about'}, t(ABOUT[type] || 'learn.step.other')),
      renderExplanation({steps: [st]}, positionLink));
    prev.disabled = at === 0;
    next.disabled = at === steps.length - 1;
  };
  paint();
  return h('section', {class: 'step-through', id: 'step-through'}, h('h3', null, t('learn.steps.title')), count, body,
    h('p', {class: 'controls'}, prev, ' ', next));
}

// What each kind of step does, by the step's type (core's Step records, lower case).
const ABOUT = {rule: 'learn.step.rule', mex: 'learn.step.mex', mexsummary: 'learn.step.mexsummary',
  value: 'learn.step.value', valuerule: 'learn.step.valuerule', nimsum: 'learn.step.nimsum',
  winningmove: 'learn.step.winningmove', moremoves: 'learn.step.moremoves', winningmoves: 'learn.step.winningmoves',
  partvalues: 'learn.step.partvalues'};

/** The game tree, asked for when the learner opens it (a tree is a request of its own, not needed by everyone). */
function treePanel(game, position) {
  const content = h('div', {class: 'tree-content'});
  let asked = false;
  const panel = h('details', {class: 'impartial-tree', id: 'impartial-tree', ontoggle: () => {
    if (!panel.open || asked) return;
    asked = true;
    mount(content, busy(t('learn.tree.loading')));
    api('tree', {game, position})
      .then(r => mount(content, h('p', {class: 'note'}, t('learn.tree.about')),
        r.truncated ? h('p', {class: 'note', id: 'tree-cut'}, t('learn.tree.cut', {max: r.maxNodes})) : null,
        h('ul', {class: 'itree', id: 'itree'}, node(r.tree, 0))))
      .catch(e => mount(content, errorBox(e.message)));
  }}, h('summary', {id: 'impartial-tree-summary'}, t('learn.tree.title')), content);
  return panel;
}

/** A node: its position and value, and (open for the first two levels) its options, each a node again. */
function node(n, depth) {
  const label = [h('code', {class: 'tree-position'}, n.position), ' ',
    h('span', {class: 'tree-value', 'data-value': n.value}, 'G = ', mexOf(n), String(n.value)), ' ',
    h('span', {class: 'outcome outcome-' + n.outcome}, n.outcome)];
  if (n.truncated) {
    return h('li', {class: 'tree-node cut', 'data-position': n.position}, label, ' ',
      h('span', {class: 'aside'}, t('learn.tree.nodeCut', {count: n.optionCount})));
  }
  if (!n.options || !n.options.length) {
    return h('li', {class: 'tree-node leaf', 'data-position': n.position}, label, ' ',
      h('span', {class: 'aside'}, t('learn.tree.leaf')));
  }
  return h('li', {class: 'tree-node', 'data-position': n.position},
    h('details', {open: depth < 1}, h('summary', null, label), h('ul', null, n.options.map(c => node(c, depth + 1)))));
}

/** "mex{0, 1, 3} = " for a node whose options are listed, so that the rule can be checked where it is used. */
function mexOf(n) {
  if (!n.options) return '';
  return 'mex{' + ranges([...new Set(n.options.map(c => c.value))]) + '} = ';
}
