import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFavouriteChange } from '../api/favourite';

interface FavouriteToggleProps {
  productId: number;
  favourite: boolean;
}

/**
 * The heart (spec §4): the empty heart favourites and says so; the filled heart asks for
 * confirmation before un-favouriting. Failures are shown by the HTTP client.
 */
export function FavouriteToggle({ productId, favourite }: FavouriteToggleProps) {
  const { t } = useTranslation('detail');
  const { message, modal } = App.useApp();
  const change = useFavouriteChange();

  function onClick() {
    if (!favourite) {
      change.mutate({ productId, favourite: true }, { onSuccess: () => void message.success(t('favourite.added')) });
      return;
    }
    modal.confirm({
      title: t('favourite.confirmTitle'),
      content: t('favourite.confirmText'),
      okText: t('favourite.confirmOk'),
      cancelText: t('favourite.confirmCancel'),
      onOk: async () => {
        try {
          await change.mutateAsync({ productId, favourite: false });
          void message.success(t('favourite.removed'));
        } catch {
          // the HTTP client has already said what went wrong; the heart stays filled
        }
      },
    });
  }

  const label = favourite ? t('favourite.remove') : t('favourite.add');
  return (
    <Button
      shape="circle"
      size="large"
      className={`detail-favourite${favourite ? ' detail-favourite--on' : ''}`}
      icon={favourite ? <HeartFilled /> : <HeartOutlined />}
      onClick={onClick}
      loading={change.isPending}
      aria-label={label}
      aria-pressed={favourite}
      title={label}
      data-testid="detail-favourite"
    />
  );
}
