import { accountDownloadUrl } from '@/lib/account-client';
import { useT } from '@/lib/i18n';
import styles from './area.module.css';

export type InvoiceDownloadsProps = { id: string; number: string };

/** The three downloads of an issued invoice or credit note: PDF, XRechnung, ZUGFeRD. */
export function InvoiceDownloads({ id, number }: InvoiceDownloadsProps) {
  const { t } = useT('account-area');
  const base = `/v1/account/invoices/${id}`;
  return (
    <span className={styles.downloads}>
      <a href={accountDownloadUrl(`${base}/pdf`)} target="_blank" rel="noopener" aria-label={t('download_pdf_of', { number })} data-testid="download-pdf">
        {t('download_pdf')}
      </a>
      <a href={accountDownloadUrl(`${base}/xrechnung`)} download aria-label={t('download_xrechnung_of', { number })} data-testid="download-xrechnung">
        {t('download_xrechnung_short')}
      </a>
      <a href={accountDownloadUrl(`${base}/zugferd`)} download aria-label={t('download_zugferd_of', { number })} data-testid="download-zugferd">
        {t('download_zugferd_short')}
      </a>
    </span>
  );
}
