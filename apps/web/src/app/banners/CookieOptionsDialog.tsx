import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../shared/i18n/useTranslation';
import { getCookieConsent, saveCookieConsent } from '../../shared/consent/cookieConsent';
import { Button } from '../../shared/ui/kit/Button';
import { Dialog } from '../../shared/ui/kit/Dialog';
import { Tag } from '../../shared/ui/kit/Tag';
import { CookieSwitch } from './CookieSwitch';
import './cookieOptions.css';

interface CookieRow {
  key: 'essential' | 'personalization';
  category: string;
  purpose: string;
  status: ReactNode;
}

/** Cookie Option dialog (docs/product.md §2): Essential is always active, Personalization has a switch. Loaded on first use. */
export default function CookieOptionsDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [personalization, setPersonalization] = useState(() => getCookieConsent().personalization);

  const rows: CookieRow[] = [
    {
      key: 'essential',
      category: t('cookies.essential'),
      purpose: t('cookies.essentialPurpose'),
      status: <Tag tone="success">{t('cookies.alwaysActive')}</Tag>,
    },
    {
      key: 'personalization',
      category: t('cookies.personalization'),
      purpose: t('cookies.personalizationPurpose'),
      status: <CookieSwitch checked={personalization} onChange={setPersonalization} label={t('cookies.personalizationSwitch')} />,
    },
  ];

  const save = () => {
    saveCookieConsent(personalization);
    onClose();
  };

  return (
    <Dialog
      open
      title={t('cookies.dialogTitle')}
      onClose={onClose}
      closeLabel={t('banners.close')}
      width={640}
      data-testid="cookie-options"
      footer={
        <>
          <Button onClick={onClose}>{t('cookies.cancel')}</Button>
          <Button variant="primary" onClick={save}>
            {t('cookies.save')}
          </Button>
        </>
      }
    >
      <div className="cookie-table__scroll">
        {/* the roles are spelt out: on phones the rows are laid out as blocks (cookieOptions.css),
            and a table whose display changes loses its implicit roles */}
        <table className="cookie-table" role="table">
          <colgroup>
            <col className="cookie-table__category" />
            <col />
            <col className="cookie-table__status" />
          </colgroup>
          <thead role="rowgroup">
            <tr role="row">
              <th scope="col" role="columnheader">
                {t('cookies.columnCategory')}
              </th>
              <th scope="col" role="columnheader">
                {t('cookies.columnPurpose')}
              </th>
              <th scope="col" role="columnheader">
                {t('cookies.columnStatus')}
              </th>
            </tr>
          </thead>
          <tbody role="rowgroup">
            {rows.map((row) => (
              <tr key={row.key} role="row">
                <th scope="row" role="rowheader">
                  {row.category}
                </th>
                <td role="cell">{row.purpose}</td>
                <td role="cell">{row.status}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Dialog>
  );
}
