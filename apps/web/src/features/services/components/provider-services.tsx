import { Button, Group, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { SectionCard } from '../../../components/section';
import { useTranslation } from '../../../i18n/i18n';
import { useServiceTerms } from '../../../lib/service-terms';
import { useProviderServices } from '../api/providers';
import { bookingChoiceOf, withBookingChoice, type BookingChoice } from '../utils/booking-choice';
import { BookingPicker } from './booking-picker';

type ProviderServicesProps = {
  providerId: string;
  /** The page's own way to send this provider a request (null: not for this person). */
  requestPath: string | null;
};

const NO_CHOICE: BookingChoice = { service: '', date: '', slot: '' };

/**
 * "Services and prices" on a provider's page (docs/contract.md §5c): each listed service's title,
 * price, duration and description, a Request for it through the page's send-request flow, and a
 * Book that opens its free days and times (a service on quote is booked too: the provider answers
 * with a price before the seeker pays). Nothing while loading, on failure or without
 * services: the rest of the page stands on its own.
 */
export function ProviderServices({ providerId, requestPath }: ProviderServicesProps) {
  const { t } = useTranslation('providers');
  const terms = useServiceTerms();
  const { data } = useProviderServices(providerId);
  const [params, setParams] = useSearchParams();
  const choice = bookingChoiceOf(params);
  // The choice replaces the page's history entry: Back leaves the page, not each day tried.
  const choose = (next: BookingChoice) =>
    setParams(withBookingChoice(params, next), { replace: true, preventScrollReset: true });
  // The provider sees their hidden services too (the API's rule): the page shows what seekers see.
  const services = (data?.services ?? []).filter((service) => service.active);
  if (services.length === 0) return null;

  return (
    <SectionCard id="provider-services" title={t('rateCard.title')}>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rateCard.inclusive')}
      </Text>
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('rateCard.listLabel')}>
        {services.map((service) => {
          const bookable = requestPath !== null;
          const open = bookable && choice.service === service._id;
          const pickerId = `booking-${service._id}`;
          return (
            <Stack component="li" key={service._id} gap="sm">
              <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {service.title}
                  </Text>
                  <Text size="sm">
                    <Text span fw={600} inherit>
                      {terms.price(service)}
                    </Text>
                    {' · '}
                    {terms.duration(service.durationMinutes)}
                  </Text>
                  {service.description && (
                    <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {service.description}
                    </Text>
                  )}
                </Stack>
                {requestPath && (
                  <Group gap="xs">
                    {bookable && (
                      <Button
                        size="compact-md"
                        variant={open ? 'filled' : 'light'}
                        aria-expanded={open}
                        aria-controls={open ? pickerId : undefined}
                        aria-label={t('rateCard.bookService', { title: service.title })}
                        onClick={() => choose(open ? NO_CHOICE : { ...NO_CHOICE, service: service._id })}
                      >
                        {t('rateCard.book')}
                      </Button>
                    )}
                    <Button
                      component={Link}
                      to={requestPath}
                      variant="light"
                      size="compact-md"
                      aria-label={t('rateCard.requestService', { title: service.title })}
                    >
                      {t('rateCard.request')}
                    </Button>
                  </Group>
                )}
              </Group>
              {open && (
                <BookingPicker
                  id={pickerId}
                  providerId={providerId}
                  service={service}
                  choice={choice}
                  onChoose={choose}
                />
              )}
            </Stack>
          );
        })}
      </Stack>
    </SectionCard>
  );
}
