import { ACCORDION_ANIMATION_MS, HELP_PAGE_TITLE, HTML_PAGE_POLICY, pathFor } from '@waymark/domain';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { Accordion } from '@/ui/accordion.tsx';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { HtmlContent } from '@/ui/html-content.tsx';
import { useHelpPage } from './api/support-api.ts';
import { faqBlocks } from './faq-sections.ts';
import { LoadedContent } from './loaded-content.tsx';
import styles from './support.module.css';

/**
 * Help (spec 3 §2): the FAQ fetched from the server, its questions turned into accordions once
 * it has loaded (decision 012), and the way to send feedback.
 */
export function HelpScreen() {
  const help = useHelpPage();
  return (
    <Page title={help.data?.title || HELP_PAGE_TITLE} meta={{ title: 'Help' }}>
      <LoadedContent
        query={help}
        what="the help pages"
        isEmpty={(page) => page.content.trim() === ''}
        empty={
          <EmptyState
            title="No answers here yet"
            description="Our help pages are being written. Ask us anything with the feedback form below."
          />
        }
      >
        {(page) => <Faq html={page.content} />}
      </LoadedContent>

      <section className={styles.feedbackPrompt} aria-labelledby="help-feedback-heading">
        <h2 id="help-feedback-heading" className={styles.promptTitle}>
          Still need help?
        </h2>
        <p>Tell us about a problem, suggest an improvement, or just say what you think.</p>
        <Button asChild>
          <Link to={pathFor('feedback')}>Submit your feedback here</Link>
        </Button>
      </section>
    </Page>
  );
}

/** The help page's sections, with each run of questions as one accordion. */
function Faq({ html }: { html: string }) {
  const blocks = useMemo(() => faqBlocks(html), [html]);
  return (
    <div className={styles.faq}>
      {blocks.map((block, index) =>
        block.kind === 'heading' ? (
          <h2 key={index} className={styles.sectionTitle}>
            {block.text}
          </h2>
        ) : block.kind === 'html' ? (
          <HtmlContent key={index} html={block.html} policy={HTML_PAGE_POLICY} />
        ) : (
          <Accordion
            key={index}
            headingLevel={3}
            animationMs={ACCORDION_ANIMATION_MS}
            items={block.items.map((item) => ({
              id: item.id,
              title: item.question,
              content: <HtmlContent html={item.answerHtml} policy={HTML_PAGE_POLICY} />,
            }))}
          />
        ),
      )}
    </div>
  );
}
