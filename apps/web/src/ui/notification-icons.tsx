import { Icon, type IconProps } from './icons.tsx';

/**
 * Icons of the safety net (issue 14), drawn like ui/icons.tsx. A file of their own, so they
 * travel in the lazy chunks of the bell and its pages rather than in every page's first download.
 */

export function BellIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 16.5V11a6 6 0 0 1 12 0v5.5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </Icon>
  );
}
