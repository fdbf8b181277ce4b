// The two places the app sends people to: home, where a visitor starts and where leaving an account
// ends; and the statement, where logging in lands and where a customer starts.
export const HOME_PATH = '/home';
export const AFTER_LOGIN_PATH = '/extrato-fidelidade';
