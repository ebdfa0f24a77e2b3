import { htmlWindow } from '@/lib/html-window.ts';

/**
 * The help page's HTML as the app shows it (decision 012): an <h2> starts a section and is shown
 * as a heading; an <h3> is a question, answered by every element after it up to the next <h2>
 * or <h3>; anything else (an introduction) is shown as it is. Runs of questions become one
 * accordion each.
 */

export type FaqQuestion = { id: string; question: string; answerHtml: string };

export type FaqBlock =
  | { kind: 'html'; html: string }
  | { kind: 'heading'; text: string }
  | { kind: 'questions'; items: FaqQuestion[] };

const HEADINGS = new Set(['H2', 'H3']);

function serialise(nodes: readonly Node[]): string {
  const holder = htmlWindow().document.createElement('div');
  holder.append(...nodes.map((node) => node.cloneNode(true)));
  return holder.innerHTML.trim();
}

/** Splits sanitised HTML into headings, questions with their answers, and everything else. */
export function faqBlocks(html: string): FaqBlock[] {
  const template = htmlWindow().document.createElement('template');
  template.innerHTML = html;
  const blocks: FaqBlock[] = [];
  let loose: Node[] = [];
  let question: { text: string; answer: Node[] } | undefined;
  let questionCount = 0;

  const closeLoose = () => {
    const looseHtml = serialise(loose);
    if (looseHtml) blocks.push({ kind: 'html', html: looseHtml });
    loose = [];
  };
  const closeQuestion = () => {
    if (!question) return;
    questionCount += 1;
    const item = {
      id: `faq-${questionCount}`,
      question: question.text,
      answerHtml: serialise(question.answer),
    };
    const last = blocks.at(-1);
    if (last?.kind === 'questions') last.items.push(item);
    else blocks.push({ kind: 'questions', items: [item] });
    question = undefined;
  };

  for (const node of Array.from(template.content.childNodes)) {
    const element = node.nodeType === node.ELEMENT_NODE ? (node as Element) : undefined;
    if (element && HEADINGS.has(element.tagName)) {
      closeQuestion();
      closeLoose();
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!text) continue;
      if (element.tagName === 'H2') blocks.push({ kind: 'heading', text });
      else question = { text, answer: [] };
    } else if (question) {
      question.answer.push(node);
    } else {
      loose.push(node);
    }
  }
  closeQuestion();
  closeLoose();
  return blocks;
}
