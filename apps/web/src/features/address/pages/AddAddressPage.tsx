import { Button } from '../../../shared/ui/kit/Button';
import { Card } from '../../../shared/ui/kit/Card';
import { Result } from '../../../shared/ui/kit/Result';
import { Skeleton } from '../../../shared/ui/kit/Skeleton';
import { toast } from '../../../shared/ui/kit/feedback';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useNavigate, useSearchParams } from '../../../shared/router';
import { useAddress } from '../../../shared/data/addresses';
import { AddressForm } from '../components/AddressForm';
import { paths } from '../../../shared/paths';
import { parseAddressId, returnPathOf } from '../model/addressForm';
import '../address.css';

/**
 * /home/AddAddress: a new delivery address, or ?id= to edit one. After saving the buyer goes
 * back to My addresses, or to the `back` path when a page (checkout) sent them here.
 */
export default function AddAddressPage() {
  const { t } = useTranslation('address');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = parseAddressId(rawId);
  const returnPath = returnPathOf(params.get('back'));
  const existing = useAddress(id);
  const editing = rawId !== null;

  const title = <h1 className="address-page__title">{editing ? t('form.editTitle') : t('form.addTitle')}</h1>;

  let content;
  if (editing && (id === null || existing.isError)) {
    content = (
      <Result
        status="warning"
        title={t('form.notFound')}
        subTitle={t('form.notFoundText')}
        extra={<Button onClick={() => void navigate(paths.myAddresses.getHref())}>{t('form.backToList')}</Button>}
        data-testid="address-not-found"
      />
    );
  } else if (editing && !existing.data) {
    content = <Skeleton rows={8} label={t('a11y.loading', { ns: 'common' })} />;
  } else {
    content = (
      <AddressForm
        key={existing.data?.id ?? 'new'}
        address={existing.data}
        onSaved={() => {
          toast.success(t('form.saved'));
          void navigate(returnPath);
        }}
        onCancel={() => void navigate(returnPath)}
      />
    );
  }

  return (
    <Card>
      {title}
      {content}
    </Card>
  );
}
