import { toResources, type Namespace } from '../resources';

export default toResources(import.meta.glob<Namespace>('./*.json', { eager: true, import: 'default' }));
