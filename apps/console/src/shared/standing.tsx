/** The platform's desks' shared pieces (issue 34): an account's roles and standing as tags, in the page language. */
import { Space, Tag } from 'antd';
import { AccountStatus } from '@clearlot/contract/rules/roles';
import { useTranslation } from './i18n';

const STANDING_COLOUR: Record<number, string> = { [AccountStatus.Active]: 'success', [AccountStatus.Suspended]: 'error', [AccountStatus.Deactivated]: 'default' };

export function StandingTag({ status }: { status: number }) {
  const { t } = useTranslation('operations');
  return (
    <Tag color={STANDING_COLOUR[status] ?? 'default'} data-testid="account-standing">
      {t(`status.${status}`)}
    </Tag>
  );
}

export function RoleTags({ roles }: { roles: readonly number[] }) {
  const { t } = useTranslation('operations');
  return (
    <Space size={4} wrap>
      {roles.map((role) => (
        <Tag key={role} data-testid="account-role">
          {t(`roles.${role}`)}
        </Tag>
      ))}
    </Space>
  );
}
