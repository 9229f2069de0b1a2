import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { useDropdown } from '../../components/ui/dropdown.ts';
import { ChevronDownIcon, LogoutIcon, UserIcon } from '../../components/ui/icons.tsx';
import { cn } from '../../lib/cn.ts';

/** The signed-in shopper as the shell shows them. */
export type ShellUser = { first_name: string };

const itemClass =
  'flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-gray-700 hover:bg-gray-50 hover:text-brand-text focus-visible:outline-2 focus-visible:outline-accent [&_svg]:size-4';

/**
 * Desktop: the shopper's first name opening My Account and Logout, or a Login button. While the
 * shell's personal parts are fetched (`pending`, decision 33) the Login button keeps its place
 * unseen, as the head's script had it before hydration (`shell-parts-pending` on <html>).
 */
export function UserMenu({ user, pending = false }: { user: ShellUser | null; pending?: boolean }) {
  const { t } = useTranslation();
  const { close, containerProps, buttonProps, panelProps } = useDropdown();
  if (!user) {
    return (
      <Link
        to="/login"
        data-testid="navbar-login"
        aria-hidden={pending || undefined}
        tabIndex={pending ? -1 : undefined}
        className={cn(
          buttonVariants({ variant: 'primary' }),
          'in-[.shell-parts-pending]:invisible',
          pending && 'invisible',
        )}
      >
        {t('SHELL.login')}
      </Link>
    );
  }
  return (
    <div className="relative" {...containerProps}>
      <button
        {...buttonProps}
        aria-label={t('SHELL.accountMenu', { name: user.first_name })}
        className={cn(buttonVariants({ variant: 'ghost' }), '[&_svg:last-child]:size-4')}
      >
        <UserIcon />
        {user.first_name}
        <ChevronDownIcon />
      </button>
      <div
        {...panelProps}
        className="absolute top-full right-0 z-40 mt-1 w-48 rounded-xl bg-white p-2 shadow-xl ring-1 ring-gray-950/5"
      >
        <Link to="/my-account" className={itemClass} onClick={close}>
          <UserIcon />
          {t('SHELL.myAccount')}
        </Link>
        <LogoutForm className={itemClass} />
      </div>
    </div>
  );
}

/** Logout posts to /logout, whose action ends the session. */
export function LogoutForm({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/logout">
      <button type="submit" className={className}>
        <LogoutIcon />
        {t('SHELL.logout')}
      </button>
    </Form>
  );
}
