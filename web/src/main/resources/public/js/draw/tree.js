// A game tree drawn as SVG: Left's options hang down to the left on blue edges, Right's down to the right on
// red ones; dominated options are struck through, reversible ones dashed, each also named in the node's title.
import {s} from '../dom.js';
import {t} from '../i18n.js';

/**
 * node: {label, left: [node], right: [node], mark: 'dominated' | 'reversible' | null}. Subtrees beyond maxNodes
 * nodes are cut (their roots drawn with their labels).
 */
export function drawTree(root, {maxNodes = 80} = {}) {
  let count = 0;
  const levelGap = 62, colW = 58;
  function layout(node, depth) {
    count++;
    const kids = count < maxNodes ? [...(node.left || []).map(c => [c, 'L']), ...(node.right || []).map(c => [c, 'R'])] : [];
    const placed = kids.map(([c, side]) => ({side, n: layout(c, depth + 1)}));
    const width = Math.max(1, placed.reduce((sum, p) => sum + p.n.width, 0));
    return {node, depth, width, kids: placed};
  }
  const tree = layout(root, 0);
  let maxDepth = 0;
  const items = [], labels = [];
  function place(pt, x0) {
    maxDepth = Math.max(maxDepth, pt.depth);
    const cx = (x0 + pt.width / 2) * colW, cy = 24 + pt.depth * levelGap;
    let x = x0;
    for (const k of pt.kids) {
      const c = place(k.n, x);
      x += k.n.width;
      const mark = k.n.node.mark;
      items.push(s('line', {x1: cx, y1: cy, x2: c.cx, y2: c.cy,
        class: 'edge ' + (k.side === 'L' ? 'l' : 'r') + (mark ? ' ' + mark : '')},
      s('title', null, t(k.side === 'L' ? 'common.tree.leftOption' : 'common.tree.rightOption', {option: k.n.node.label})
        + (mark ? ' (' + t('common.tree.' + mark) + ')' : ''))));
    }
    const mark = pt.node.mark;
    labels.push(s('g', {class: 'node' + (mark ? ' ' + mark : '')},
      s('title', null, pt.node.note || (pt.node.label + (mark ? ': ' + t('common.tree.' + mark) : ''))),
      s('rect', {x: cx - textWidth(pt.node.label) / 2 - 5, y: cy - 11, width: textWidth(pt.node.label) + 10, height: 22, rx: 6}),
      s('text', {x: cx, y: cy + 5, 'text-anchor': 'middle'}, pt.node.label),
      mark === 'dominated' ? s('line', {x1: cx - textWidth(pt.node.label) / 2 - 5, y1: cy, x2: cx + textWidth(pt.node.label) / 2 + 5, y2: cy, class: 'strike'}) : null));
    return {cx, cy};
  }
  place(tree, 0);
  const W = Math.max(120, tree.width * colW), H = 48 + maxDepth * levelGap;
  return s('svg', {width: W, height: H, viewBox: `0 0 ${W} ${H}`, role: 'img', class: 'game-tree',
    'aria-label': t('common.tree.of', {game: root.label})}, s('title', null, t('common.tree.of', {game: root.label})), ...items, ...labels);
}

function textWidth(label) {
  return Math.max(12, String(label).length * 7.5);
}
