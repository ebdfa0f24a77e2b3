import { CheckIcon } from '@/ui/icons.tsx';
import styles from './auth-modals.module.css';

/** What an account adds (spec 1 §2): the same four everywhere they are listed. */
export const ACCOUNT_BENEFITS = [
  { title: 'Save draft trips', text: 'Pick up a plan where you left it.' },
  { title: 'Plan across devices', text: 'Start on your laptop, check it on your phone at the road end.' },
  { title: 'Share plans', text: 'Send your route and return time to your group and someone at home.' },
  { title: 'Get weather notifications', text: 'Hear about warnings and changed alerts before you go.' },
] as const;

export function Benefits() {
  return (
    <ul className={styles.benefits}>
      {ACCOUNT_BENEFITS.map(({ title, text }) => (
        <li key={title} className={styles.benefit}>
          <span className={styles.tick} aria-hidden="true">
            <CheckIcon size={16} strokeWidth={3} />
          </span>
          <span>
            <span className={styles.benefitTitle}>{title}</span>
            <span className={styles.benefitText}>{text}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
