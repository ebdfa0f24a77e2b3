import { describe, expect, test } from 'vitest';
import { faqBlocks } from './faq-sections.ts';

describe('the help page’s FAQ (decision 012)', () => {
  test('an h3 is a question answered by everything up to the next heading; h2s are section headings', () => {
    const blocks = faqBlocks(
      '<p>Intro.</p><h2>Trip plans</h2><p>About plans.</p>' +
        '<h3>Who can read it?</h3><p>Anyone with the link.</p><ul><li>Not emails.</li></ul>' +
        '<h3>Can I change it?</h3><p>Yes.</p>' +
        '<h2>Emergencies</h2><h3>Someone is overdue</h3><p>Call <strong>111</strong>.</p>',
    );
    expect(blocks).toEqual([
      { kind: 'html', html: '<p>Intro.</p>' },
      { kind: 'heading', text: 'Trip plans' },
      { kind: 'html', html: '<p>About plans.</p>' },
      {
        kind: 'questions',
        items: [
          {
            id: 'faq-1',
            question: 'Who can read it?',
            answerHtml: '<p>Anyone with the link.</p><ul><li>Not emails.</li></ul>',
          },
          { id: 'faq-2', question: 'Can I change it?', answerHtml: '<p>Yes.</p>' },
        ],
      },
      { kind: 'heading', text: 'Emergencies' },
      {
        kind: 'questions',
        items: [
          { id: 'faq-3', question: 'Someone is overdue', answerHtml: '<p>Call <strong>111</strong>.</p>' },
        ],
      },
    ]);
  });

  test('a page without headings is shown as it is', () => {
    expect(faqBlocks('<p>Only words.</p>\n<p>More words.</p>')).toEqual([
      { kind: 'html', html: '<p>Only words.</p>\n<p>More words.</p>' },
    ]);
  });

  test('empty headings are left out and nothing at all gives no blocks', () => {
    expect(faqBlocks('<h3> </h3><p>Orphan answer.</p>')).toEqual([
      { kind: 'html', html: '<p>Orphan answer.</p>' },
    ]);
    expect(faqBlocks('')).toEqual([]);
  });
});
