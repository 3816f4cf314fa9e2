import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './components/App.vue';
import { i18n } from './i18n';
import './styles/base.css';
import { adoptTokenFromAddress } from './access-token';

adoptTokenFromAddress();

createApp(App).use(createPinia()).use(i18n).mount('#app');
