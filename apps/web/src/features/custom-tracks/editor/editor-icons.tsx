import { Icon, type IconProps } from '@/ui/icons.tsx';

/**
 * The editor's own icons: kept out of ui/icons.tsx, whose icons every page downloads in one
 * piece, so the tracks page does not carry them (page-weight.spec.ts).
 */

export function UndoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </Icon>
  );
}

export function RedoIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="m15 14 5-5-5-5" />
      <path d="M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
    </Icon>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 15.5v-12M7.5 8 12 3.5 16.5 8" />
      <path d="M5 20.5h14" />
    </Icon>
  );
}
