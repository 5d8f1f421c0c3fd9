import drawing from '@ant-design/icons-svg/es/asn/LinkOutlined';
import { kitIcon } from './kitIcon';

export const LinkOutlined = /* @__PURE__ */ kitIcon(drawing);
