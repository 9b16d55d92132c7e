// Its own module so the toast container (and react-transition-group) split from the small store
// the rest of the app uses through `notifications.show`.
export { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';
