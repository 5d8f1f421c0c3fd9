import drawing from '@ant-design/icons-svg/es/asn/DeleteOutlined';
import { kitIcon } from './kitIcon';

export const DeleteOutlined = /* @__PURE__ */ kitIcon(drawing);
