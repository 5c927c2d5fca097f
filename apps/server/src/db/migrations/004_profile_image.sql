-- Profile images (issue P4, /dashboard/account/): the blob key of the user's picture, null when there is none.
ALTER TABLE users ADD COLUMN profile_image_key text;
