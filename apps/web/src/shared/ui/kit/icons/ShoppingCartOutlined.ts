import drawing from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import { kitIcon } from './kitIcon';

export const ShoppingCartOutlined = /* @__PURE__ */ kitIcon(drawing);
