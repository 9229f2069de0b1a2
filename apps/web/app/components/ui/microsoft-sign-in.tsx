import { buttonVariants } from './button.tsx';

/** Microsoft's four squares, as its sign-in button guidelines show them. */
function MicrosoftLogo() {
  return (
    <svg viewBox="0 0 21 21" width="21" height="21" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="9" height="9" fill="#f25022" />
      <rect x="11" y="1" width="9" height="9" fill="#7fba00" />
      <rect x="1" y="11" width="9" height="9" fill="#00a4ef" />
      <rect x="11" y="11" width="9" height="9" fill="#ffb900" />
    </svg>
  );
}

type MicrosoftSignInProps = { storeId: number; label: string; returnUrl?: string | null };

/** Starts single sign-on with the store's identity provider (a full page navigation). */
export function MicrosoftSignIn({ storeId, label, returnUrl }: MicrosoftSignInProps) {
  const query = returnUrl ? `?${new URLSearchParams({ returnUrl })}` : '';
  return (
    <a
      href={`/api/sso/${storeId}/start${query}`}
      className={buttonVariants({ variant: 'outline', size: 'lg', className: 'w-full' })}
    >
      <MicrosoftLogo />
      {label}
    </a>
  );
}
