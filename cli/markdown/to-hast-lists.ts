/**
 * Lists for to-hast.ts: mdast-util-to-hast 13's list and listItem handlers (start numbers, task
 * items with their checkbox, tight items unwrapped from their paragraphs, the line endings
 * between items), given each node's children already converted.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { List, ListItem, Parent } from 'mdast';
import { element, text, wrap } from './hast-builders.ts';

/** A list element around its converted items. */
export function list(node: List, results: ElementContent[]): Element {
  const properties: Properties = {};
  if (typeof node.start === 'number' && node.start !== 1) properties.start = node.start;
  const tasks = results.some(
    (child) =>
      child.type === 'element' &&
      child.tagName === 'li' &&
      (child.properties.className as string[] | undefined)?.includes('task-list-item'),
  );
  if (tasks) properties.className = ['contains-task-list'];
  return element(node.ordered ? 'ol' : 'ul', wrap(results, true), properties);
}

/** A list item element around its converted children. */
export function listItem(node: ListItem, parent: Parent | undefined, results: ElementContent[]): Element {
  const loose = parent ? listLoose(parent) : itemLoose(node);
  const properties: Properties = {};
  const children: ElementContent[] = [];
  if (typeof node.checked === 'boolean') {
    const head = results[0];
    let paragraph: Element;
    if (head && head.type === 'element' && head.tagName === 'p') paragraph = head;
    else {
      paragraph = element('p', []);
      results.unshift(paragraph);
    }
    if (paragraph.children.length > 0) paragraph.children.unshift(text(' '));
    paragraph.children.unshift(element('input', [], { type: 'checkbox', checked: node.checked, disabled: true }));
    properties.className = ['task-list-item'];
  }
  for (let index = 0; index < results.length; index++) {
    const child = results[index]!;
    const paragraph = child.type === 'element' && child.tagName === 'p';
    if (loose || index !== 0 || !paragraph) children.push(text('\n'));
    if (paragraph && !loose) children.push(...child.children);
    else children.push(child);
  }
  const tail = results[results.length - 1];
  if (tail && (loose || tail.type !== 'element' || tail.tagName !== 'p')) children.push(text('\n'));
  return element('li', children, properties);
}

function listLoose(node: Parent): boolean {
  if (node.type !== 'list') return false;
  let loose = (node as List).spread || false;
  for (let index = 0; !loose && index < node.children.length; index++) loose = itemLoose(node.children[index] as ListItem);
  return loose;
}

function itemLoose(node: ListItem): boolean {
  return node.spread === null || node.spread === undefined ? node.children.length > 1 : node.spread;
}
