import drawing from '@ant-design/icons-svg/es/asn/IdcardOutlined';
import { kitIcon } from './kitIcon';

export const IdcardOutlined = /* @__PURE__ */ kitIcon(drawing);
