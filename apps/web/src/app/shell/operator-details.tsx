import type { Operator } from '@sevak/shared';
import { useTranslation } from '../../i18n/i18n';
import { useOperator } from '../../lib/operator';
import classes from './shell.module.css';

/** '+91 80 4718 1210' → 'tel:+918047181210' (a dialler wants digits and the leading +). */
function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Who runs Sevak (Consumer Protection (E-Commerce) Rules 2020, Rule 4(2)): the legal name and
 * address, then email, phone and the GSTIN when there is one. A line the server leaves empty is
 * left out.
 */
function OperatorLines({ operator }: { operator: Operator }) {
  const { t } = useTranslation();
  const { legalName, address, gstin, email, phone } = operator;
  const who = [legalName ? t('footer.operatedBy', { name: legalName }) : '', address].filter(Boolean).join(', ');
  const contacts = [
    email ? (
      <span key="email">
        {t('footer.email')} <a href={`mailto:${email}`}>{email}</a>
      </span>
    ) : null,
    phone ? (
      <span key="phone">
        {t('footer.phone')} <a href={telHref(phone)}>{phone}</a>
      </span>
    ) : null,
    gstin ? <span key="gstin">{t('footer.gstin', { gstin })}</span> : null,
  ].filter((part) => part !== null);
  if (!who && contacts.length === 0) return null;
  return (
    <address className={classes.footerDetails}>
      {who ? <p>{who}</p> : null}
      {contacts.length > 0 ? <p className={classes.footerContacts}>{contacts}</p> : null}
    </address>
  );
}

/** The operator's lines, asked for as this mounts (once the footer is in view). */
export function OperatorDetails() {
  const operator = useOperator();
  return operator ? <OperatorLines operator={operator} /> : null;
}
