import { useDisclosure } from '@mantine/hooks';
import { Suspense, useState, type MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { SpinnerScreen } from '../../components/spinner-screen';
import { useSession } from '../../lib/session';
import { LazyLiveNotifications } from '../../features/notifications/lazy';
import { BottomBar } from './bottom-bar';
import { LazySideDrawer, preloadSideDrawer } from './lazy-parts';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';
import { useTranslation } from '../../i18n/i18n';
import { useProfileLanguage } from '../../i18n/language-switch';

function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** The frame around every page: top bar, side drawer, content, footer, bottom bar on phones. */
export function AppLayout() {
  const { t } = useTranslation();
  const { user } = useSession();
  useProfileLanguage();
  const [drawerOpened, drawer] = useDisclosure(false);
  // Mounted from the first opening on, so closing can animate.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const toggleDrawer = () => {
    setDrawerUsed(true);
    drawer.toggle();
  };
  return (
    <>
      <a href="#main" className={classes.skipLink} onClick={skipToContent}>
        {t('nav.skipToContent')}
      </a>
      <TopBar drawerOpened={drawerOpened} onToggleDrawer={toggleDrawer} onDrawerIntent={preloadSideDrawer} />
      {drawerUsed ? (
        <Suspense fallback={null}>
          <LazySideDrawer opened={drawerOpened} onClose={drawer.close} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className={classes.main}>
        <div className={classes.content}>
          <Suspense fallback={<SpinnerScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      <SiteFooter />
      <BottomBar />
      {/* Once per signed-in session: the live notification stream and push (own chunk). */}
      {user ? (
        <Suspense fallback={null}>
          <LazyLiveNotifications key={user._id} userId={user._id} />
        </Suspense>
      ) : null}
    </>
  );
}
