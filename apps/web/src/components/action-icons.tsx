import { Icon } from './icons';

/** Line icons of the admin lists (edit, remarks, delete) and the document viewer (decorative; the buttons carry names). */
type IconProps = Parameters<typeof Icon>[0];

export const IconEdit = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 20h4L18.5 9.5a2.83 2.83 0 0 0-4-4L4 16v4" />
    <path d="m13.5 6.5 4 4" />
  </Icon>
);

export const IconTrash = (props: IconProps) => (
  <Icon {...props}>
    <path d="M4 7h16" />
    <path d="M10 11v6" />
    <path d="M14 11v6" />
    <path d="M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12" />
    <path d="M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
  </Icon>
);

export const IconNotes = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3" width="14" height="18" rx="2" />
    <path d="M9 7h6" />
    <path d="M9 11h6" />
    <path d="M9 15h4" />
  </Icon>
);

export const IconZoomIn = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7" />
    <path d="M7 10h6" />
    <path d="M10 7v6" />
    <path d="m21 21-6-6" />
  </Icon>
);

export const IconZoomOut = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="10" cy="10" r="7" />
    <path d="M7 10h6" />
    <path d="m21 21-6-6" />
  </Icon>
);

export const IconZoomReset = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20 11A8.1 8.1 0 0 0 4.5 9M4 5v4h4" />
    <path d="M4 13a8.1 8.1 0 0 0 15.5 2m.5 4v-4h-4" />
  </Icon>
);
