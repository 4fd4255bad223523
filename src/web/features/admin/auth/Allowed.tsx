import { ShieldX } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Permission } from '#contract/roles.js';
import { buttonClass } from '#web/components/ui/button-class.js';
import { EmptyState } from '#web/components/ui/StateMessage.js';
import { useAdminText } from '../i18n/context.js';
import { pageAt, pageLabel } from '../layout/menu.js';
import { useAdminTitle } from '../list/PageHeading.js';
import { landingPath } from './paths.js';
import { useCan, usePerson } from './person.js';

/**
 * A page for those whose role has `permission`; anyone else who opens its address (a link, a
 * bookmark, a role changed meanwhile) is told so, with the way to their own first page.
 */
export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  return useCan(permission) ? children : <NotAllowed />;
}

function NotAllowed() {
  const { forbidden: text, nav } = useAdminText();
  const landing = landingPath(usePerson());
  const landingPage = pageAt(landing) ?? 'password';
  useAdminTitle(text.title);
  return (
    <EmptyState
      titleAs="h1"
      title={text.title}
      icon={<ShieldX aria-hidden="true" className="size-12" />}
      action={
        <Link href={landing} className={buttonClass('secondary')}>
          {text.goTo(pageLabel(nav, landingPage))}
        </Link>
      }
    >
      {text.text}
    </EmptyState>
  );
}
