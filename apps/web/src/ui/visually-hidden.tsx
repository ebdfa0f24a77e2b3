/** Text for screen readers only, e.g. a label for an icon button. */
export { VisuallyHidden } from '@radix-ui/react-visually-hidden';
