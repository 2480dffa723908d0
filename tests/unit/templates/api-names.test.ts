/**
 * Salesforce API names are set as code by one rule (templates/markdown/api-names.ts): custom
 * names (…__c, …__r, a namespace, Object. prefixes) always, standard names from data/api-names.yaml
 * as whole words; text already in code, in a code block or outside prose elements is left alone.
 */
import type { Element, Root } from 'hast';
import { describe, expect, it } from 'vitest';
import { markApiNames, splitApiNames } from '../../../templates/markdown/api-names.ts';

const codes = (text: string, names: string[] = []) =>
  splitApiNames(text, names)
    .filter((p) => p.code)
    .map((p) => p.text);

describe('splitApiNames', () => {
  it('finds custom names with their namespace and object prefixes', () => {
    expect(codes('Stamp MQL_Date__c and First_Contact_Date__c, then pi__grade__c and Lead.Is_SQL__c.')).toEqual([
      'MQL_Date__c',
      'First_Contact_Date__c',
      'pi__grade__c',
      'Lead.Is_SQL__c',
    ]);
    expect(codes('Account__r, Order_Event__e and Config__mdt')).toEqual(['Account__r', 'Order_Event__e', 'Config__mdt']);
  });

  it('finds listed standard names only as whole words, and leaves plain words alone', () => {
    const names = ['OpportunityContactRole', 'StageName'];
    expect(codes('Add an OpportunityContactRole when StageName changes on the Opportunity.', names)).toEqual([
      'OpportunityContactRole',
      'StageName',
    ]);
    expect(codes('OpportunityContactRoles and MyStageName stay prose; so do __c and Lead', names)).toEqual([]);
  });

  it('keeps the text around each name, in order', () => {
    expect(splitApiNames('a MQL_Date__c b')).toEqual([
      { text: 'a ', code: false },
      { text: 'MQL_Date__c', code: true },
      { text: ' b', code: false },
    ]);
    expect(splitApiNames('no names here')).toEqual([{ text: 'no names here', code: false }]);
  });
});

describe('markApiNames', () => {
  const el = (tagName: string, children: Element['children']): Element => ({ type: 'element', tagName, properties: {}, children });
  const text = (value: string) => ({ type: 'text' as const, value });

  it('wraps names in prose in <code> and leaves code, code blocks and directive text alone', () => {
    const tree: Root = {
      type: 'root',
      children: [
        el('p', [text('Set Lead_Source__c once.')]),
        el('p', [el('code', [text('MQL_Date__c')])]),
        el('pre', [el('code', [text('IF(ISBLANK(SQL_Date__c), 0, 1)')])]),
        el('site-callout', [text('Raw_Text__c')]),
      ],
    };
    const marked = markApiNames(tree);
    expect((marked.children[0] as Element).children).toEqual([
      text('Set '),
      { type: 'element', tagName: 'code', properties: {}, children: [text('Lead_Source__c')] },
      text(' once.'),
    ]);
    expect(marked.children.slice(1)).toEqual(tree.children.slice(1));
    expect((tree.children[0] as Element).children).toEqual([text('Set Lead_Source__c once.')]);
  });
});
