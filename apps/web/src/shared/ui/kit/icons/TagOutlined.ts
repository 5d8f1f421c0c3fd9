import drawing from '@ant-design/icons-svg/es/asn/TagOutlined';
import { kitIcon } from './kitIcon';

export const TagOutlined = /* @__PURE__ */ kitIcon(drawing);
