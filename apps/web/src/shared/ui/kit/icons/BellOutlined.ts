import drawing from '@ant-design/icons-svg/es/asn/BellOutlined';
import { kitIcon } from './kitIcon';

export const BellOutlined = /* @__PURE__ */ kitIcon(drawing);
