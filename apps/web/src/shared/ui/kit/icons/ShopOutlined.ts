import drawing from '@ant-design/icons-svg/es/asn/ShopOutlined';
import { kitIcon } from './kitIcon';

export const ShopOutlined = /* @__PURE__ */ kitIcon(drawing);
