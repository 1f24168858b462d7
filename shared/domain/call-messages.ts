/**
 * Spec section 8's messages of the calls, word for word: the REST adapter's fallback when a call
 * fails unexpectedly, and what the screens say when the server gives no message of its own.
 */
export const CALL_MESSAGES = {
  loginFailed: 'Login failed',
  loginSuccess: 'Login Success!',
  registerFailed: 'Register failed',
  registerSuccess: 'Registration Success!',
  fetchUserFailed: 'Fetch user failed',
  searchFailed: 'Search failed',
  fetchBlogsFailed: 'Failed to fetch blogs',
  fetchBlogFailed: 'Failed to fetch blog',
  fetchPropertiesFailed: 'Fetch properties failed',
  createPropertyFailed: 'Create property failed',
  deletePropertyFailed: 'Delete property failed',
  fetchPropertyFailed: 'Fetch property by id failed',
  addPropertyFailed: 'Failed to add property',
  propertyAdded: 'Property added successfully!',
  fetchUsersFailed: 'Fetch users failed',
  deleteUserFailed: 'Delete user failed',
  changePasswordFailed: 'Failed to change password',
  passwordChanged: 'Password changed successfully!',
} as const;
