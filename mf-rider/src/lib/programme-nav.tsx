import { paths } from '@rr/contracts';
import { NavLink } from '@rr/router';
import { useIntl } from 'react-intl';

/**
 * The rider's "Series and events" pages (the navigation's one entry, spec §2: category) as three views: by category,
 * every event, every series. The current one is marked for assistive technology too.
 */
export function ProgrammeNav() {
  const intl = useIntl();
  const views = [
    { to: paths.rider.category(), id: 'rider.programmeNav.category' },
    { to: paths.rider.events(), id: 'rider.programmeNav.events' },
    { to: paths.rider.series(), id: 'rider.programmeNav.series' },
  ];
  return (
    <nav className="rdr-programme-nav" aria-label={intl.formatMessage({ id: 'rider.programmeNav.label' })}>
      {views.map((view) => (
        <NavLink key={view.to} to={view.to} end className={({ isActive }) => (isActive ? 'is-current' : undefined)}>
          {intl.formatMessage({ id: view.id })}
        </NavLink>
      ))}
    </nav>
  );
}
