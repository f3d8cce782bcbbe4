import { paths, publicPaths } from '@rr/contracts/routes';
import { localeAtom } from '@rr/session';
import { Card, TextLink } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { BookOpen, CalendarPlus, CircleHelp, Mail, Search, UserRound, type LucideIcon } from 'lucide-react';
import { FormattedMessage } from 'react-intl';

/** Where a promoter often goes next: a new event, their profile, and the programme's rules, FAQ, finder and contact page. */
export function QuickLinks() {
  const site = publicPaths(useAtomValue(localeAtom));
  const links: Array<{ key: string; to: string; icon: LucideIcon }> = [
    { key: 'addEvent', to: paths.promoter.event('new'), icon: CalendarPlus },
    { key: 'profile', to: paths.promoter.profile(), icon: UserRound },
    { key: 'rules', to: site.rules(), icon: BookOpen },
    { key: 'faq', to: site.faq(), icon: CircleHelp },
    { key: 'events', to: site.events(), icon: Search },
    { key: 'contact', to: site.contact(), icon: Mail },
  ];
  return (
    <Card title={<FormattedMessage id="promoter.home.linksTitle" />}>
      <ul className="pro-links">
        {links.map(({ key, to, icon: Icon }) => (
          <li key={key}>
            <Icon className="rr-icon" aria-hidden="true" />
            <TextLink to={to}>
              <FormattedMessage id={`promoter.home.link.${key}`} />
            </TextLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}
