import drawing from '@ant-design/icons-svg/es/asn/WalletOutlined';
import { kitIcon } from './kitIcon';

export const WalletOutlined = /* @__PURE__ */ kitIcon(drawing);
