import drawing from '@ant-design/icons-svg/es/asn/DownOutlined';
import { kitIcon } from './kitIcon';

export const DownOutlined = /* @__PURE__ */ kitIcon(drawing);
