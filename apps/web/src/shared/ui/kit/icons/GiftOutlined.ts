import drawing from '@ant-design/icons-svg/es/asn/GiftOutlined';
import { kitIcon } from './kitIcon';

export const GiftOutlined = /* @__PURE__ */ kitIcon(drawing);
