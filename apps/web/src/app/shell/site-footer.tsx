import { paths } from '@sevak/shared';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { useSeen } from '../../lib/use-seen';
import { LazyOperatorDetails } from './lazy-parts';
import classes from './shell.module.css';

/**
 * The foot of every page (public, member and admin): the policy pages and how search ranks, and
 * the operator's details. Light on purpose (docs/contract.md §10): the links are words of
 * `common`; the operator's lines, their code and their request (without zod) come only once the
 * footer is scrolled into view.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const [observe, seen] = useSeen();
  const links = [
    { to: paths.aboutUs, label: t('nav.aboutUs') },
    { to: paths.privacyPolicy, label: t('nav.privacyPolicy') },
    { to: paths.support, label: t('nav.customerCare') },
    { to: paths.rankingPolicy, label: t('footer.ranking') },
  ];
  return (
    <footer ref={observe} className={classes.footer}>
      <div className={classes.footerInner}>
        <nav aria-label={t('footer.links')}>
          <ul className={classes.footerLinks}>
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={classes.footerLink}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {seen ? (
          <Suspense fallback={null}>
            <LazyOperatorDetails />
          </Suspense>
        ) : null}
      </div>
    </footer>
  );
}
