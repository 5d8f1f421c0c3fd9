import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type DeskKey, mayOpen } from '@clearlot/browser/consoleDesks';
import { useTranslation } from '../shared/i18n';
import { useMe } from '../shared/session';

/** A desk's page for the accounts that work at it; others are told so (the layout has already asked for a sign-in). */
export function DeskGate({ desk, children }: { desk: DeskKey; children: ReactNode }) {
  const { t } = useTranslation();
  const me = useMe();
  if (!me.data) return null;
  if (!mayOpen(desk, me.data.roleIdList)) {
    return (
      <Result
        status="403"
        title={t('denied.title')}
        subTitle={t('denied.text')}
        extra={
          <Link to="/">
            <Button type="primary">{t('denied.toLanding')}</Button>
          </Link>
        }
        data-testid="console-desk-denied"
      />
    );
  }
  return children;
}
