import { HTML_PAGE_POLICY, pathFor, PRIVACY_PAGE_TITLE } from '@waymark/domain';
import { Link } from 'react-router';
import { Page } from '@/components/page.tsx';
import { Button } from '@/ui/button.tsx';
import { EmptyState } from '@/ui/empty-state.tsx';
import { HtmlContent } from '@/ui/html-content.tsx';
import { usePrivacyTerms } from './api/support-api.ts';
import { LoadedContent } from './loaded-content.tsx';
import styles from './support.module.css';

/** Privacy & Terms (spec 3 §2): the page the server keeps, reached from the footer. */
export function PrivacyScreen() {
  const privacy = usePrivacyTerms();
  return (
    <Page title={PRIVACY_PAGE_TITLE}>
      <LoadedContent
        query={privacy}
        what="our privacy policy and terms"
        isEmpty={(page) => page.content.trim() === ''}
        empty={
          <EmptyState
            title="Not published yet"
            description="Our privacy policy and terms are being written. Ask us about them with the feedback form."
            actions={
              <Button asChild variant="secondary">
                <Link to={pathFor('feedback')}>Send us a question</Link>
              </Button>
            }
          />
        }
      >
        {(page) => <HtmlContent html={page.content} policy={HTML_PAGE_POLICY} className={styles.document} />}
      </LoadedContent>
    </Page>
  );
}
