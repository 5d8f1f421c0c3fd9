import drawing from '@ant-design/icons-svg/es/asn/EditOutlined';
import { kitIcon } from './kitIcon';

export const EditOutlined = /* @__PURE__ */ kitIcon(drawing);
