import type { IconProps } from './icons';

/** Filled brand marks (social networks, app stores), decorative. */
function Brand({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const FacebookIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H7.9v3h2.6V21z" />
  </Brand>
);
export const InstagramIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M12 7.2a4.8 4.8 0 100 9.6 4.8 4.8 0 000-9.6zm0 7.9a3.1 3.1 0 110-6.2 3.1 3.1 0 010 6.2zM17 5.8a1.1 1.1 0 100 2.3 1.1 1.1 0 000-2.3z" />
    <path d="M16.5 2h-9A5.5 5.5 0 002 7.5v9A5.5 5.5 0 007.5 22h9a5.5 5.5 0 005.5-5.5v-9A5.5 5.5 0 0016.5 2zm3.7 14.5a3.7 3.7 0 01-3.7 3.7h-9a3.7 3.7 0 01-3.7-3.7v-9a3.7 3.7 0 013.7-3.7h9a3.7 3.7 0 013.7 3.7z" />
  </Brand>
);
export const YouTubeIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M21.6 7.2a2.5 2.5 0 00-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4A2.5 2.5 0 002.4 7.2 26 26 0 002 12a26 26 0 00.4 4.8 2.5 2.5 0 001.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 001.8-1.8A26 26 0 0022 12a26 26 0 00-.4-4.8zM10 15V9l5.2 3z" />
  </Brand>
);
export const AppleIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.5 4.5 0 00-3.5-1.9c-1.5-.2-2.9.9-3.7.9s-1.9-.9-3.2-.8A4.7 4.7 0 004.2 9.5c-1.7 2.9-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4s1.7-.8 3.2-.8 1.9.8 3.2.8 2.1-1.2 2.9-2.4a10 10 0 001.3-2.7 4.2 4.2 0 01-2.6-3.9zM14 5.5A4.2 4.2 0 0015 2.5a4.3 4.3 0 00-2.8 1.4 4 4 0 00-1 2.9A3.6 3.6 0 0014 5.5z" />
  </Brand>
);
export const GooglePlayIcon = (p: IconProps) => (
  <Brand {...p}>
    <path d="M4 2.8v18.4c0 .4.4.6.7.4L15 12 4.7 2.4c-.3-.2-.7 0-.7.4z" opacity=".85" />
    <path d="M15 12l3.3 3.1 2.9-1.7c.9-.5.9-1.4 0-1.9l-2.9-1.7z" />
    <path d="M4.7 21.6L15 12l3.3 3.1L6 21.9c-.5.3-1 .2-1.3-.3z" opacity=".7" />
    <path d="M4.7 2.4L15 12l3.3-3.1L6 2.1c-.5-.3-1-.2-1.3.3z" opacity=".55" />
  </Brand>
);
