import drawing from '@ant-design/icons-svg/es/asn/CopyOutlined';
import { kitIcon } from './kitIcon';

export const CopyOutlined = /* @__PURE__ */ kitIcon(drawing);
