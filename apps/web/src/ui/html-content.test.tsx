import { render } from '@testing-library/react';
import { HTML_PAGE_POLICY } from '@waymark/domain';
import { describe, expect, test } from 'vitest';
import { HtmlContent } from './html-content.tsx';

describe('HtmlContent', () => {
  test('keeps simple formatting and strips scripts, handlers and styles', () => {
    const { container } = render(
      <HtmlContent
        html={
          '<p onclick="steal()">Book <strong>early</strong>.</p><script>steal()</script><img src=x onerror="steal()"><p style="color:red">Hi</p>'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('early');
    expect(container.innerHTML).not.toContain('script');
    expect(container.innerHTML).not.toContain('onclick');
    expect(container.innerHTML).not.toContain('onerror');
    expect(container.innerHTML).not.toContain('style=');
  });

  test('only what the shared allow-list keeps reaches the page', () => {
    const { container } = render(
      <HtmlContent html={'<h2>Hut</h2><a href="javascript:alert(1)">x</a><a href="/dogs">y</a>'} />,
    );
    expect(container.querySelector('h2')).toBeNull();
    expect(container).toHaveTextContent('Hutxy');
    expect(container.querySelector('a[href]')).toBeNull();
  });

  test('links open in a new tab without an opener', () => {
    const { container } = render(<HtmlContent html={'<a href="https://www.doc.govt.nz">DOC</a>'} />);
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('a')).toHaveAttribute('target', '_blank');
  });

  test('a whole page (help, privacy) keeps its h2 and h3 headings, and nothing more', () => {
    const { container } = render(
      <HtmlContent
        policy={HTML_PAGE_POLICY}
        html={'<h2>Section</h2><h3 onclick="steal()">Question?</h3><h1>Big</h1><script>steal()</script>'}
      />,
    );
    expect(container.querySelector('h2')).toHaveTextContent('Section');
    expect(container.querySelector('h3')).not.toHaveAttribute('onclick');
    expect(container.querySelector('h1')).toBeNull();
    expect(container.innerHTML).not.toContain('script');
  });
});
