import { useSearchParams } from '../../../shared/router';
import { parseId } from '../../../shared/catalogue/model/ids';
import { MerchantView, ShopNotFound } from '../components/MerchantView';
import '../merchant.css';

/** /merchant?id=<goods owner id>: the goods owner's shop and products. */
export default function MerchantPage() {
  const [searchParams] = useSearchParams();
  const ownerId = parseId(searchParams.get('id'));
  if (ownerId === null) return <ShopNotFound />;
  return <MerchantView key={ownerId} ownerId={ownerId} />;
}
