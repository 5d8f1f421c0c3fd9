import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { Text } from '../../../shared/ui/kit/Text';
import { confirm, toast } from '../../../shared/ui/kit/feedback';
import { PlusOutlined } from '../../../shared/ui/kit/icons/PlusOutlined';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate } from '../../../shared/router';
import type { Address } from '@clearlot/contract/schemas/order';
import { ReloadCodes, SignInRequiredCodes } from '@clearlot/contract/errors';
import { EmptyResult } from '../../../shared/catalogue/components/EmptyResult';
import { useAddresses } from '../../../shared/data/addresses';
import { ApiError } from '../../../shared/http/client';
import { useDeleteAddresses } from '../api/deleteAddresses';
import { useUpdateAddress } from '../api/updateAddress';
import { paths } from '../../../shared/paths';
import { ADDRESS_LIMIT, defaultAddressBody } from '../model/addressForm';
import { AddressCard } from './AddressCard';

/** My addresses: the saved delivery addresses as cards, with add, edit, delete and make default. */
export function AddressList() {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const query = useAddresses();
  const remove = useDeleteAddresses();
  const update = useUpdateAddress();

  const confirmDelete = (address: Address) => {
    void confirm({
      title: t('delete.title'),
      content: t('delete.content', { name: address.recipientName }),
      okText: t('delete.ok'),
      danger: true,
      cancelText: t('delete.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ ids: [address.id] });
          toast.success(t('delete.done'));
        } catch {
          // the HTTP client has shown the problem
        }
      },
    });
  };

  const makeDefault = (address: Address) =>
    update.mutate(defaultAddressBody(address), {
      onSuccess: () => toast.success(t('card.madeDefault')),
      onError: (error) => {
        const shown = error instanceof ApiError && (error.code === 0 || SignInRequiredCodes.includes(error.code) || ReloadCodes.includes(error.code));
        if (!shown) toast.warning(error.message);
      },
    });

  const addresses = query.data ?? [];
  const full = addresses.length >= ADDRESS_LIMIT;

  let content;
  if (query.isPending) content = <Skeleton rows={6} label={t('a11y.loading', { ns: 'common' })} />;
  else if (query.isError)
    content = (
      <Result status="warning" title={t('list.loadFailed')} extra={<Button onClick={() => void query.refetch()}>{t('list.retry')}</Button>} data-testid="address-load-failed" />
    );
  else if (addresses.length === 0)
    content = (
      <EmptyResult title={t('list.emptyTitle')} hint={t('list.emptyHint')}>
        <Button variant="primary" icon={<PlusOutlined />} onClick={() => void navigate(paths.addAddress.getHref())} data-testid="address-add-first">
          {t('list.add')}
        </Button>
      </EmptyResult>
    );
  else
    content = (
      <ul className="address-grid" aria-label={t('list.title')}>
        {addresses.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              onDelete={() => confirmDelete(address)}
              onMakeDefault={() => makeDefault(address)}
              makingDefault={update.isPending && update.variables.id === address.id}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <Card>
      <h1 className="address-page__title">{t('list.title')}</h1>
      {addresses.length > 0 && (
        <div className="address-list__toolbar">
          <Text tone={full ? 'warning' : 'secondary'} data-testid="address-limit">
            {t('list.limit', { count: addresses.length, limit: ADDRESS_LIMIT })}
            {full && ` ${t('list.full', { limit: ADDRESS_LIMIT })}`}
          </Text>
          <Button variant="primary" icon={<PlusOutlined />} disabled={full} onClick={() => void navigate(paths.addAddress.getHref())} data-testid="address-add">
            {t('list.add')}
          </Button>
        </div>
      )}
      {content}
    </Card>
  );
}
