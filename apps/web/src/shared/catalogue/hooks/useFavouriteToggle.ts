import { useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useSession } from '../../session/session';
import { requireSignIn } from '../../session/signInPrompt';
import { confirm, toast } from '../../ui/kit/feedback';
import { useFavouriteMutation } from '../api/favourites';

/**
 * The favourite heart (docs/product.md §4): an empty heart favourites and says so; a filled heart asks
 * first, then un-favourites. Visitors get the sign-in dialog. The heart follows the answer at
 * once and the product lists refresh behind it.
 */
export function useFavouriteToggle(productId: number, favouritedOnServer: boolean) {
  const { t } = useTranslation('catalogue');
  const signedIn = useSession().token !== null;
  const mutation = useFavouriteMutation();
  // What this card last set, shown until the refreshed list brings a new server value.
  const [local, setLocal] = useState<boolean | null>(null);
  const [seen, setSeen] = useState(favouritedOnServer);
  if (seen !== favouritedOnServer) {
    setSeen(favouritedOnServer);
    setLocal(null);
  }
  const favourited = local ?? favouritedOnServer;

  const remove = async () => {
    try {
      await mutation.mutateAsync({ id: productId, favourite: false });
      setLocal(false);
      toast.success(t('favourite.removed'));
    } catch {
      // the HTTP client has shown the problem
    }
  };

  const toggle = async () => {
    if (!signedIn) {
      requireSignIn();
      return;
    }
    if (mutation.isPending) return;
    if (favourited) {
      await confirm({
        title: t('favourite.confirmTitle'),
        content: t('favourite.confirmRemove'),
        okText: t('favourite.confirmOk'),
        cancelText: t('favourite.confirmCancel'),
        onOk: remove,
      });
      return;
    }
    try {
      await mutation.mutateAsync({ id: productId, favourite: true });
      setLocal(true);
      toast.success(t('favourite.added'));
    } catch {
      // the HTTP client has shown the problem
    }
  };

  return { favourited, toggle, pending: mutation.isPending };
}
